import { useTranslation } from 'react-i18next';
import { dayText } from '../../../components/format';
import { useFeedFigures } from '../figures';

/** The shared catalogue writes its placeholders as {name} (the server fills them the same way). */
const MESSAGE_PLACEHOLDERS = { prefix: '{', suffix: '}', escapeValue: false };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/**
 * A text the server names by key with its parameters (a formulation's warning, a suggestion): the
 * module's own text of that key when it has one, else the shared catalogue's, else `fallback`, a
 * text of the module that needs no parameter it may lack. Figures are written in the reader's
 * language, days as DD/MM/YYYY, a nutrient (by id) by its name.
 */
export function useKeyedText() {
  const { t, i18n } = useTranslation(['feed', 'messages']);
  const figures = useFeedFigures();
  const written = (key: string, value: string | number) => {
    // A count chooses the text's plural form: it stays a number.
    if (key === 'count') return value;
    if (typeof value === 'number') return figures.number(value);
    if (key === 'nutrient') return figures.nutrientInText(value);
    return ISO_DAY.test(value) ? dayText(value) : value;
  };
  return (key: string, params: Record<string, string | number>, fallback: string) => {
    const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, written(name, value)]));
    if (i18n.exists(`feed:${key}`, values)) return t(`feed:${key}`, { ...values, interpolation: { escapeValue: false } });
    if (i18n.exists(`messages:${key}`)) return t(`messages:${key}`, { ...values, interpolation: MESSAGE_PLACEHOLDERS });
    return t(`feed:${fallback}`, { ...values, interpolation: { escapeValue: false } });
  };
}
