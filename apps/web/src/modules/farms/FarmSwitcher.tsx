import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { farmOperations } from '@ganado/shared/farms';
import { call } from '../../app/api';
import { useSessionState } from '../../app/session';
import { useSelectedFarm } from './selected-farm';

/** The selected farm in the top bar, switchable from there; only for people with the farms module. */
export function FarmSwitcher() {
  const { t } = useTranslation('farms');
  const session = useSessionState();
  const navigate = useNavigate();
  const { farm: selected, select } = useSelectedFarm();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Fetched only once the menu opens: the top bar is on every page.
  const farms = useQuery({ queryKey: ['farms', 'switcher'], queryFn: () => call(farmOperations.listFarms, { query: { page: 1, limit: 100 } }), enabled: anchor !== null });
  if (!session?.modules.includes('farms')) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AgricultureIcon />}
        aria-label={`${t('switcher.label')}: ${selected?.name ?? t('switcher.choose')}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="farm-switcher"
        // The farm's name is in sight on a phone too (shortened when long): which farm a page shows
        // is the first thing a farmer checks.
        sx={{
          textTransform: 'none',
          minWidth: 0,
          maxWidth: { xs: '38vw', sm: 220 },
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
        }}
      >
        <span className="label">{selected?.name ?? t('switcher.choose')}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {(farms.data?.items ?? []).map((item) => (
          <MenuItem
            key={item.id}
            selected={item.id === selected?.id}
            onClick={() => {
              select({ id: item.id, name: item.name });
              close();
            }}
          >
            <ListItemText>{item.name}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void navigate('/myfarm/farmlist');
          }}
        >
          <ListItemText>{t('switcher.all')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
