import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ganado/shared/constants';
import { chooseLanguage, isLanguage } from '../app/i18n';
import { visuallyHidden } from './visually-hidden';

// MUI's menu brings its popover and modal machinery: loaded when first opened, not with the public
// pages' first load (docs/decisions.md, "Initial load").
const LanguageMenu = lazy(() => import('./LanguageMenu').then((module) => ({ default: module.LanguageMenu })));

interface LanguageSelectorProps {
  tone: 'onDark' | 'onLight';
  /** On a phone, the language's code ("ES") instead of its name: the signed-in top bar needs the room. */
  compactOnPhone?: boolean;
}

/** Language names are shown in their own language, so a reader finds theirs whatever is active. */
export function LanguageSelector({ tone, compactOnPhone = false }: LanguageSelectorProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept once opened, so closing plays the menu's transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : LANGUAGES[0];
  const currentName = t(`language.${current}`);

  const choose = (language: Language) => {
    setAnchor(null);
    void chooseLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={(theme) => ({
          color: tone === 'onDark' ? 'common.white' : 'secondary.main',
          flexShrink: 0,
          minWidth: 0,
          // On a phone the code is shown and the name kept for screen readers ("Language: Español ES").
          ...(compactOnPhone && {
            '& .name': { [theme.breakpoints.down('sm')]: visuallyHidden },
            '& .code': { display: { xs: 'inline', sm: 'none' } },
          }),
        })}
        data-testid="language-selector"
      >
        {/* Named by what it shows, after a word that says what it is: a name of its own (aria-label)
            would leave out the code a phone shows, which voice control users say (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}
        </Box>{' '}
        <span lang={current} className="name">
          {currentName}
        </span>
        {compactOnPhone && (
          <>
            {' '}
            <span lang={current} className="code">
              {current.toUpperCase()}
            </span>
          </>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
