import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@ganado/shared/profile';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { ChangePasswordForm } from '../auth/components/ChangePasswordForm';
import { useProfile } from './api';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What the person cannot change here: how they sign in, and what an administrator gave them. */
function AccountFacts({ person }: { person: Profile }) {
  const { t } = useTranslation('profile');
  const place = [person.village, person.state, person.countryId].filter(Boolean).join(', ');
  const facts = [
    ['email', person.email],
    ['department', person.department],
    ['role', person.role],
    ['place', place],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Box component="dl" sx={{ m: 0, mt: 2, width: '100%', display: 'grid', gap: 1, textAlign: 'left' }}>
      {facts.map(([key, value]) => (
        <Box key={key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`facts.${key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /profile: picture, name, contact and language, and the password change. */
export function ProfilePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['profile', 'common']);
  const person = useProfile();
  return (
    <Box data-testid="profile-page" sx={{ pt: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <QueryState query={person} emptyText="" isEmpty={() => false}>
        {(loaded) => (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
            <Section title={t('pictureTitle')}>
              <ProfilePicture person={loaded} />
              <AccountFacts person={loaded} />
            </Section>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
              <Section title={t('detailsTitle')}>
                <ProfileForm key={loaded.id} person={loaded} />
              </Section>
              <Section title={t('passwordTitle')}>
                <ChangePasswordForm />
              </Section>
            </Box>
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
