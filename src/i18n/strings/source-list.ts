/** Words of the Sources page: what each rule text is, and where the gaps they leave are filled. */
import { defineStrings } from '../define';

export const sourceListText = defineStrings(
  'source-list',
  {
    'what.pr': 'Andreas Seyfarth, alea 2002: the base game rules (Hungarian)',
    'what.nb': 'The New Buildings expansion rules, with the building draft (Hungarian)',
    'what.endeavor': 'A summary of the phases, the actions and the scoring (Dutch)',
    'gaps.heading': 'Where the texts are silent',
    'gaps.intro': 'Each rules reference lists every rule the engine enforces; the rules the texts do not state say which public source they are taken from.',
    'gaps.components':
      'Endeavor’s component values (buildings, cards, tokens, map) come from secondary sources, not from the printed game: the list below names the values that are this site’s own choice and those only one source gives.',
  },
  {
    'what.pr': 'Andreas Seyfarth, alea 2002: az alapjáték szabályai (magyarul)',
    'what.nb': 'Az Új épületek kiegészítő szabályai, az épületdrafttal (magyarul)',
    'what.endeavor': 'A fázisok, az akciók és a pontozás összefoglalója (hollandul)',
    'gaps.heading': 'Ahol a szövegek hallgatnak',
    'gaps.intro': 'Mindkét szabálygyűjtemény felsorolja a szabálymotor összes szabályát; azoknál, amelyeket a szövegek nem mondanak ki, ott áll, melyik nyilvános forrásból származnak.',
    'gaps.components':
      'Az Endeavor játékelem-értékei (épületek, kártyák, jelzők, térkép) másodlagos forrásokból származnak, nem a nyomtatott játékból: az alábbi lista megnevezi az oldal saját választásait és azokat az értékeket, amelyeket csak egy forrás ad meg.',
  },
  {
    'what.pr': 'Andreas Seyfarth, alea 2002: de regels van het basisspel (Hongaars)',
    'what.nb': 'De regels van de uitbreiding Nieuwe gebouwen, met de gebouwendraft (Hongaars)',
    'what.endeavor': 'Een samenvatting van de fasen, de acties en de puntentelling (Nederlands)',
    'gaps.heading': 'Waar de teksten zwijgen',
    'gaps.intro': 'Beide regeloverzichten tonen elke regel die de regelmotor afdwingt; bij de regels die de teksten niet noemen staat uit welke openbare bron ze komen.',
    'gaps.components':
      'De waarden van het Endeavor-materiaal (gebouwen, kaarten, fiches, kaart) komen uit secundaire bronnen, niet uit het gedrukte spel: de lijst hieronder noemt de eigen keuzes van deze site en de waarden die maar één bron geeft.',
  },
);
