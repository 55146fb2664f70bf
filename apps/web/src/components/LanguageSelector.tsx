import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ganado/shared/constants';
import { chooseLanguage, isLanguage } from '../app/i18n';

interface LanguageSelectorProps {
  tone: 'onDark' | 'onLight';
}

/** Language names are shown in their own language, so a reader finds theirs whatever is active. */
export function LanguageSelector({ tone }: LanguageSelectorProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        aria-label={t('language.current', { language: currentName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ color: tone === 'onDark' ? 'common.white' : 'secondary.main', flexShrink: 0 }}
        data-testid="language-selector"
      >
        <span lang={current}>{currentName}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => choose(language)}
          >
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
