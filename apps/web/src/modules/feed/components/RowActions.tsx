import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MoreIcon from '@mui/icons-material/MoreVert';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';

export interface RowAction {
  key: string;
  /** Already translated, naming the record ("Move stock of lot 4"). */
  label: string;
  icon: SvgIconComponent;
  /** A page to open, or something to do. */
  to?: string;
  onClick?: () => void;
}

/**
 * A record's actions: a row of named icon buttons on a wide screen, one button opening a menu of
 * them on a phone, where several would leave no room for the record.
 */
export function RowActions({ actions, menu, menuLabel }: { actions: readonly RowAction[]; menu: boolean; menuLabel: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const linkOf = (action: RowAction) => (action.to ? { component: RouterLink, to: action.to } : { onClick: action.onClick });
  if (!menu) {
    return actions.map(({ key, label, icon: Icon, ...action }) => (
      <Tooltip key={key} title={label}>
        <IconButton aria-label={label} {...linkOf({ key, label, icon: Icon, ...action })}>
          <Icon />
        </IconButton>
      </Tooltip>
    ));
  }
  return (
    <>
      <IconButton aria-label={menuLabel} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            {...(action.to ? { component: RouterLink, to: action.to } : {})}
            onClick={() => {
              setAnchor(null);
              action.onClick?.();
            }}
          >
            <ListItemIcon>
              <action.icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
