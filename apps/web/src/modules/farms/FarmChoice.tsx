import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFarms } from './api';
import { useSelectedFarm } from './selected-farm';

/** Enough for every farm of an organisation in one select. */
const FARMS_IN_SELECT = 1000;

export type FarmChoice = ReturnType<typeof useFarmChoice>;

/**
 * The farm a report is about: the selected one until the person picks another, or the first
 * farm once the list says the selected one is gone. `listed` is undefined while the list loads.
 */
export function useFarmChoice() {
  const { farm: selected } = useSelectedFarm();
  const farms = useFarms({ page: 0, limit: FARMS_IN_SELECT });
  const [chosen, choose] = useState<string | null>(null);
  const listed = farms.data?.items;
  const farmId = chosen ?? (listed ? (listed.find((farm) => farm.id === selected?.id) ?? listed[0])?.id : selected?.id) ?? null;
  return { listed, farmId, choose };
}

/** The organisation's farms in a select, for a report's farm; `label` is already translated. */
export function FarmSelect({ choice, label, onChange }: { choice: FarmChoice; label: string; onChange?: (farmId: string) => void }) {
  const { listed, farmId, choose } = choice;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={listed && farmId ? farmId : ''}
      onChange={(event) => {
        choose(event.target.value);
        onChange?.(event.target.value);
      }}
    >
      {(listed ?? []).map((farm) => (
        <MenuItem key={farm.id} value={farm.id}>
          {farm.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
