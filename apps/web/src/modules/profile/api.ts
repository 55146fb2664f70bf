import { useMutation, useQuery } from '@tanstack/react-query';
import { profileOperations as ops, type Profile, type ProfileUpdateRequest } from '@ganado/shared/profile';
import { call } from '../../app/api';
import i18n, { chooseLanguage } from '../../app/i18n';
import { queryClient } from '../../app/query-client';
import { updateSessionUser } from '../../app/session';

const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => call(ops.getProfile) });
}

/**
 * The saved profile everywhere at once: the page, the session (the top bar's name and picture,
 * kept for the next visit) and the interface language, which the server then answers in too.
 */
function keep(saved: Profile) {
  queryClient.setQueryData(PROFILE_KEY, saved);
  const { firstName, lastName, mobile, countryCode, language, pictureUrl } = saved;
  updateSessionUser({ firstName, lastName, mobile, countryCode, language, pictureUrl });
  if (i18n.language !== language) void chooseLanguage(language);
}

export function useSaveProfile() {
  return useMutation({ mutationFn: (body: ProfileUpdateRequest) => call(ops.updateProfile, { body }), onSuccess: keep });
}

export function useUploadPicture() {
  return useMutation({ mutationFn: (file: File) => call(ops.changeProfilePicture, { body: { profilePic: file } }), onSuccess: keep });
}
