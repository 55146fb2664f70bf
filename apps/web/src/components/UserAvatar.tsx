import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../app/api';

interface UserAvatarProps {
  /** The pictureUrl the server answered; null shows the initials. */
  pictureUrl: string | null;
  firstName: string;
  lastName: string;
  /**
   * Already translated; names the picture for screen readers when there is one. Left out inside a
   * control that names itself (the account button): the picture is then decoration (alt=""), while
   * the initials stay text, part of that control's name as they are part of what it shows.
   */
  alt?: string;
  size: number;
  sx?: AvatarProps['sx'];
}

/**
 * A person's picture, fetched with the session's token (the address is signed-in only, so an
 * <img> cannot load it by itself), or their initials. The address changes with each new picture,
 * so a cached answer is never stale.
 */
export function UserAvatar({ pictureUrl, firstName, lastName, alt, size, sx }: UserAvatarProps) {
  const picture = useQuery({
    queryKey: ['picture', pictureUrl],
    // Not revoked: one small image per picture version, kept for the tab's life like any cached image.
    queryFn: async ({ signal }) => URL.createObjectURL(await apiBlob(pictureUrl!, signal)),
    enabled: pictureUrl !== null,
    staleTime: Infinity,
  });
  const source = picture.data;
  return (
    <Avatar
      src={source}
      alt={source ? (alt ?? '') : undefined}
      // The initials on the brand green fill, in its near-black text colour (docs/decisions.md, "Green text").
      sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main', color: 'primary.contrastText', ...sx }}
    >
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
