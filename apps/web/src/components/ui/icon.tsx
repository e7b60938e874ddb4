/**
 * Line icons drawn inline (24x24, currentColor), so the header needs no icon font or requests.
 * The console draws its icons with the same `Icon` and takes the paths both apps show from
 * here; its own paths stay in its chunk (admin/components/admin-icon.tsx), so this set stays small.
 */
export const iconPaths = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4.35-4.35',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.2 4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  bag: 'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  box: 'M4 7.5 12 4l8 3.5v9L12 20l-8-3.5v-9Zm0 0 8 3.5 8-3.5M12 11v9',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  filter: 'M4 6h16M7 12h10M10 18h4',
  /** Chevrons point towards the reading start/end; the `icon--flip` class mirrors them in RTL. */
  chevronStart: 'M15 6l-6 6 6 6',
  chevronEnd: 'M9 6l6 6-6 6',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13l11-6.5-11-6.5Z',
  chat: 'M4 20l1.4-4.2A8 8 0 1 1 8.5 19L4 20Zm5-9.5c.5 2 2 3.5 4.5 4.5l1.5-1.5-2-1-1 1c-1-.5-1.5-1-2-2l1-1-1-2-1 1Z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export type IconName = keyof typeof iconPaths;

type IconProps = {
  className?: string | undefined;
  /** The console's look: the `admin-icon` class, 20px and a slightly heavier line. */
  admin?: boolean;
} & ({ name: IconName } | { d: string });

/** One line icon, named from this set or drawn from a path of the caller's (the console's). */
export function Icon(props: IconProps) {
  const { className, admin } = props;
  const size = admin ? 20 : 24;
  return (
    <svg
      className={[admin ? 'admin-icon' : 'icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={admin ? 1.7 : 1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={'d' in props ? props.d : iconPaths[props.name]} />
    </svg>
  );
}
