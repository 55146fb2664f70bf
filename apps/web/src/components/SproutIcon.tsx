import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Ganado's mark: a sprout, the same drawing as public/favicon.svg. */
export function SproutIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 14C7 14 4 11 4 6c5 0 8 3 8 8zM12 12c0-5 3-8 8-8 0 5-3 8-8 8z" />
      <rect x="11" y="10" width="2" height="12" rx="1" />
    </SvgIcon>
  );
}
