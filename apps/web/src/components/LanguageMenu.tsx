import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@ganado/shared/constants';

interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The language selector's menu (LanguageSelector.tsx), a chunk of its own loaded when first opened. */
export function LanguageMenu({ id, anchor, current, onChoose, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} lang={language} selected={language === current} onClick={() => onChoose(language)}>
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
