import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import i18n from '../../app/i18n';
import { renderRoutes } from '../../testing/render';
import { FormTextField } from './fields';

function NameForm({ helperText }: { helperText?: string }) {
  const { control } = useForm({ defaultValues: { name: '' } });
  return <FormTextField control={control} name="name" label="Name" maxLength={100} helperText={helperText} />;
}

const show = (helperText?: string) => renderRoutes([{ path: '/', element: <NameForm helperText={helperText} /> }], '/');

describe('a text field with a maximum length', () => {
  it('counts the characters once the text is near the limit, in the reader’s language', async () => {
    show();
    const field = await screen.findByLabelText('Name');
    fireEvent.change(field, { target: { value: 'Rancho La Esperanza' } });
    expect(screen.queryByText(/characters/)).toBeNull();
    fireEvent.change(field, { target: { value: 'R'.repeat(80) } });
    expect(screen.getByText('80 of 100 characters')).toBeTruthy();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('80 de 100 caracteres')).toBeTruthy();
  });

  it('keeps the field’s own help beside the counter', async () => {
    show('As the farm is known locally');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'R'.repeat(95) } });
    expect(screen.getByText(/As the farm is known locally · 95 of 100 characters/)).toBeTruthy();
  });
});
