import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Zone } from '@ganado/shared/farms';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { DeleteConfirmationDialog } from '../../../components/dialogs/DeleteConfirmationDialog';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { deleteZone, useFarm, useZones } from '../api';
import { FarmPageTitle } from '../FarmPageTitle';
import { FarmsMap } from '../map/FarmsMap';
import { useSavedNotice } from '../saved-notice';
import { useFigures } from '../units';

/** A phone shows the perimeter on the zone's own page, so the table fits without scrolling. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /myfarm/zones/:id: the zones of a farm, on its map and in a table. */
export function ZonesPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['farms', 'common', 'messages']);
  const farmId = useParams().id;
  const farm = useFarm(farmId);
  const zones = useZones(farmId);
  const figures = useFigures();
  const queryClient = useQueryClient();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<Zone | null>(null);

  const remove = async (zone: Zone) => {
    setConfirming(null);
    try {
      await deleteZone(zone.id);
      setNotice({ severity: 'success', text: t('messages:success.zoneDeleted') });
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    }
  };

  return (
    <Box data-testid="zones-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <FarmPageTitle title={t(entry.titleKey, { ns: 'common' })} farm={farm.data} />
        {farmId && (
          <Button component={RouterLink} to={`/myfarm/add-zone?farm=${farmId}`} variant="contained" startIcon={<AddIcon />}>
            {t('addZone')}
          </Button>
        )}
      </Box>
      <FormAlert notice={notice ?? saved} />
      <QueryState query={farm} emptyText="" isEmpty={() => false}>
        {(loadedFarm) => (
          <QueryState query={zones} emptyText={t('emptyZones')} isEmpty={() => false}>
            {(list) => (
              <>
                <FarmsMap
                  label={t('map.farmLabel', { name: loadedFarm.name })}
                  shapes={[
                    { id: loadedFarm.id, name: loadedFarm.name, points: loadedFarm.perimeterPoints, kind: 'farm' },
                    ...list.map((zone) => ({ id: zone.id, name: zone.name, points: zone.points, kind: 'zone' as const })),
                  ]}
                />
                {list.length === 0 ? (
                  <Typography color="text.secondary" data-testid="empty-state" sx={{ py: 2, textAlign: 'center' }}>
                    {t('emptyZones')}
                  </Typography>
                ) : (
                  <Paper variant="outlined">
                    <TableContainer sx={{ overflowX: 'auto' }}>
                      <Table size="small" aria-label={t('zonesTitle')}>
                        <TableHead>
                          <TableRow>
                            <TableCell>{t('fields.zoneName')}</TableCell>
                            <TableCell>{t('measures.area')}</TableCell>
                            <TableCell sx={wideOnly}>{t('measures.perimeter')}</TableCell>
                            <TableCell align="right">{t('actions')}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {list.map((zone) => (
                            <TableRow key={zone.id} hover>
                              <TableCell>
                                <Link component={RouterLink} to={`/myfarm/zone-details/${zone.id}`}>
                                  {zone.name}
                                </Link>
                              </TableCell>
                              <TableCell sx={{ whiteSpace: 'nowrap' }}>{figures.area(zone.area, zone.areaUnit)}</TableCell>
                              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{figures.length(zone.perimeter, zone.perimeterUnit)}</TableCell>
                              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                <IconButton component={RouterLink} to={`/myfarm/edit-zone/${zone.id}`} aria-label={t('editZone', { name: zone.name })}>
                                  <EditIcon />
                                </IconButton>
                                <IconButton aria-label={t('deleteZone', { name: zone.name })} onClick={() => setConfirming(zone)}>
                                  <DeleteIcon />
                                </IconButton>
                              </TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </TableContainer>
                  </Paper>
                )}
              </>
            )}
          </QueryState>
        )}
      </QueryState>
      <DeleteConfirmationDialog open={confirming !== null} onConfirm={() => confirming && void remove(confirming)} onCancel={() => setConfirming(null)} />
    </Box>
  );
}
