import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Animal } from '@ganado/shared/animals';
import { QueryState } from '../../../components/admin/QueryState';
import { instantDayText } from '../../../components/format';
import { FormSection } from '../../farms/form/fields';
import { useGeneticsAccess } from '../access';
import { useGeneticsFigures } from '../shared/figures';
import { GENOTYPE_REGISTER, genotypePath } from '../shared/paths';
import { useGenotypes } from './api';
import { ParentageSection } from './ParentageSection';
import { ConflictFlag } from './VerdictChip';

/** An animal has a handful of genotypes at most (a re-test, another chip): one page holds them. */
const GENOTYPES_SHOWN = 25;

/**
 * The animal page's genotype tab: its genotypes, newest first, the newest one's parentage with the
 * conflict flag, and a way to register one for it. A role without genetics sees why it is empty:
 * asking would be refused (403), which sends a person to the dashboard.
 */
export function GenotypeDataTab({ animal }: { animal: Animal }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const access = useGeneticsAccess();
  const granted = access.create;
  const genotypes = useGenotypes({ animalId: animal.id, col: 'createdAt', desc: 'true', page: 1, limit: GENOTYPES_SHOWN }, granted);
  if (!granted) {
    return (
      <Typography color="text.secondary" data-testid="empty-state" sx={{ py: 3, textAlign: 'center' }}>
        {t('genotypes.tab.noAccess')}
      </Typography>
    );
  }
  const register = (
    <Button component={RouterLink} to={`${GENOTYPE_REGISTER}?animalId=${animal.id}`} variant="contained" startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('genotypes.tab.register')}
    </Button>
  );
  return (
    <Box data-testid="genotype-tab" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QueryState query={genotypes} emptyText={t('genotypes.tab.empty')} isEmpty={(page) => page.total === 0}>
        {(page) => {
          const [newest] = page.items;
          return (
            <>
              <FormSection title={t('genotypes.tab.title')}>
                <List disablePadding aria-label={t('genotypes.tab.title')}>
                  {page.items.map((genotype) => (
                    <ListItem key={genotype.id} disableGutters divider sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                      <Link component={RouterLink} to={genotypePath(genotype.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {genotype.genoData}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {t('genotypes.tab.line', { day: instantDayText(genotype.createdAt), callRate: figures.percent(genotype.callRate), snps: figures.count(genotype.snps) })}
                      </Typography>
                      {genotype.parentage?.conflict && <ConflictFlag />}
                    </ListItem>
                  ))}
                </List>
              </FormSection>
              {newest && <ParentageSection parentage={newest.parentage} />}
            </>
          );
        }}
      </QueryState>
      {register}
    </Box>
  );
}
