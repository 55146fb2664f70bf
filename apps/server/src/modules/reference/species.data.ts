/**
 * Species and common breeds offered in the animal forms. Codes are stable ids (the API and
 * later data refer to them); names may be corrected freely, the seed updates them.
 */
export interface SpeciesSeed {
  code: string;
  name: string;
  nameEs: string;
  breeds: { code: string; name: string }[];
}

/** Breed codes are the names in lower-case kebab form, which is unique within a species. */
const breeds = (...names: string[]) =>
  names.map((name) => ({
    code: name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    name,
  }));

export const SPECIES: SpeciesSeed[] = [
  {
    code: 'cattle',
    name: 'Cattle',
    nameEs: 'Bovino',
    breeds: breeds(
      'Holstein Friesian',
      'Jersey',
      'Brown Swiss',
      'Guernsey',
      'Angus',
      'Red Angus',
      'Hereford',
      'Shorthorn',
      'Simmental',
      'Charolais',
      'Limousin',
      'Brahman',
      'Nelore',
      'Gyr',
      'Girolando',
      'Brangus',
      'Beefmaster',
      'Santa Gertrudis',
      'Romosinuano',
      'Criollo Limonero',
    ),
  },
  {
    code: 'buffalo',
    name: 'Water buffalo',
    nameEs: 'Búfalo de agua',
    breeds: breeds('Murrah', 'Nili-Ravi', 'Jafarabadi', 'Mediterranean', 'Carabao'),
  },
  {
    code: 'sheep',
    name: 'Sheep',
    nameEs: 'Ovino',
    breeds: breeds('Merino', 'Suffolk', 'Dorper', 'Texel', 'Hampshire Down', 'Katahdin', 'Pelibuey', 'Corriedale'),
  },
  {
    code: 'goat',
    name: 'Goat',
    nameEs: 'Caprino',
    breeds: breeds('Boer', 'Saanen', 'Nubian', 'Alpine', 'Toggenburg', 'LaMancha', 'Kiko', 'Murciano-Granadina'),
  },
  {
    code: 'pig',
    name: 'Pig',
    nameEs: 'Porcino',
    breeds: breeds('Large White', 'Landrace', 'Duroc', 'Pietrain', 'Hampshire', 'Berkshire', 'Iberian'),
  },
  {
    code: 'horse',
    name: 'Horse',
    nameEs: 'Equino',
    breeds: breeds('Quarter Horse', 'Arabian', 'Criollo', 'Thoroughbred', 'Andalusian', 'Paso Fino', 'Appaloosa'),
  },
  {
    code: 'donkey',
    name: 'Donkey',
    nameEs: 'Asno',
    breeds: breeds('Andalusian Donkey', 'Catalan', 'Poitou', 'Mammoth Jackstock'),
  },
  {
    code: 'alpaca',
    name: 'Alpaca',
    nameEs: 'Alpaca',
    breeds: breeds('Huacaya', 'Suri'),
  },
];
