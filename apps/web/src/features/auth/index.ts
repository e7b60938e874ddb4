// The auth feature's public surface: the app wires these; pages are lazy routes under routes/.
export { AuthProvider } from './components/auth-provider';
export { ProfileMenu } from './components/profile-menu';
export { RequireAuth } from './components/require-auth';
export { useAuth } from './hooks/use-auth';
export type { AuthStatus } from './hooks/use-auth';
export type { User } from '@store/domain/contract';
