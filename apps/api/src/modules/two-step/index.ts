export { secondStepAnswer } from './second-step';
export { twoStepSecurityRoutes } from './security-routes';
export { twoStepSignInRoutes } from './sign-in-routes';
export { clearTwoStep, twoStepOnOf } from './two-step-service';
