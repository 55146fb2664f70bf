import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheaperIcon from '@mui/icons-material/LocalOffer';
import LowStockIcon from '@mui/icons-material/Inventory2';
import SubstituteIcon from '@mui/icons-material/SwapHoriz';
import UseSoonIcon from '@mui/icons-material/HourglassBottom';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SUGGESTION_KINDS } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { useSuggestions } from '../api';
import { FeedPage } from '../components/FeedPage';
import { useKeyedText } from '../components/keyed-text';
import { useFeedFigures } from '../figures';
import { feedLotsPath, lotEditPath } from '../paths';

type Kind = (typeof SUGGESTION_KINDS)[number];
type Suggestion = NonNullable<ReturnType<typeof useSuggestions>['data']>['items'][number];

const KIND_ICONS: Record<Kind, { icon: SvgIconComponent; color: 'warning' | 'error' | 'success' | 'info' }> = {
  useSoon: { icon: UseSoonIcon, color: 'warning' },
  lowStock: { icon: LowStockIcon, color: 'error' },
  cheaperSupplier: { icon: CheaperIcon, color: 'success' },
  cheaperSubstitute: { icon: SubstituteIcon, color: 'info' },
};

/** A suggestion's sentence from its key and parameters: the module's own text, the shared catalogue's, or the kind's general one. */
function useSuggestionText() {
  const keyed = useKeyedText();
  return (item: Suggestion) => keyed(item.messageKey, item.params, `suggestions.kinds.${item.kind}.text`);
}

/** /feed-management/suggestion: feeds to use up, to buy, and cheaper suppliers or substitutes at today's prices, as cards. */
export function SuggestionsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const suggestions = useSuggestions();
  const text = useSuggestionText();
  return (
    <FeedPage entry={entry} view="suggestions" testId="feed-suggestions">
      <QueryState query={suggestions} emptyText={t('suggestions.empty')} isEmpty={(answer) => answer.items.length === 0}>
        {(answer) => (
          <Box component="ul" aria-label={t('suggestions.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {answer.items.map((item, index) => {
              const { icon: Icon, color } = KIND_ICONS[item.kind];
              return (
                <Card key={index} component="li" variant="outlined" aria-label={t(`suggestions.kinds.${item.kind}.title`)}>
                  <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                    <Icon color={color} aria-hidden sx={{ mt: 0.25 }} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle2" color="text.secondary">
                        {t(`suggestions.kinds.${item.kind}.title`)}
                      </Typography>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{text(item)}</Typography>
                      {item.savingPerTonne !== null && item.currency && (
                        <Typography variant="body2" color="success.dark">
                          {t('suggestions.saving', { saving: figures.cost(item.savingPerTonne, item.currency) })}
                        </Typography>
                      )}
                    </Box>
                  </CardContent>
                  {(item.lotNumber !== null || item.ingredientId) && (
                    <CardActions sx={{ pt: 0, px: 2, pb: 1.5, gap: 1, flexWrap: 'wrap' }}>
                      {item.lotNumber !== null && (
                        <Button size="small" component={RouterLink} to={lotEditPath(item.lotNumber)}>
                          {t('suggestions.openLot', { number: item.lotNumber })}
                        </Button>
                      )}
                      {item.ingredientId && (
                        <Button size="small" component={RouterLink} to={feedLotsPath(item.ingredientId)}>
                          {t('suggestions.openFeed')}
                        </Button>
                      )}
                    </CardActions>
                  )}
                </Card>
              );
            })}
          </Box>
        )}
      </QueryState>
    </FeedPage>
  );
}
