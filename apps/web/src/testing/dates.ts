import { fireEvent, screen, within } from '@testing-library/react';
import { isoToDisplayDate } from '@ganado/shared/format';

type Label = string | RegExp;

/** The picker's own input, found through its label as a person finds the field. */
export function dateInput(label: Label, container?: HTMLElement): HTMLInputElement {
  const scope = container ? within(container) : screen;
  const labelElement = scope.getByText(label, { selector: 'label' }) as HTMLLabelElement;
  const input = document.getElementById(labelElement.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No date picker labelled ${String(label)}`);
  return input;
}

/**
 * Types a date ('2026-11-20') or a date and time ('2026-11-20T07:00') into the picker labelled `label`, as the
 * picker shows it (20/11/2026, 20/11/2026 07:00 AM).
 */
export function typeDate(label: Label, iso: string, container?: HTMLElement) {
  const [day = '', time] = iso.split('T');
  const [hours = 0, minutes = '00'] = time ? [Number(time.slice(0, 2)), time.slice(3, 5)] : [];
  const clock = time ? ` ${String(hours % 12 || 12).padStart(2, '0')}:${minutes} ${hours < 12 ? 'AM' : 'PM'}` : '';
  fireEvent.change(dateInput(label, container), { target: { value: `${isoToDisplayDate(day) ?? day}${clock}` } });
}
