import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EQUIPMENT_TYPES } from '@ganado/shared/equipment';
import { PageTitle } from '../../components/PageTitle';

/** "Register equipment": the type first, as each type registers fields of its own. */
export function ChooseTypePage() {
  const { t } = useTranslation('equipment');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageTitle>{t('register')}</PageTitle>
      <Typography>{t('chooseType')}</Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}>
        {EQUIPMENT_TYPES.map((type) => (
          <Card key={type} variant="outlined">
            <CardActionArea component={RouterLink} to={`/equipmentRegistration/${type}`}>
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{t(`types.${type}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`typeHints.${type}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
