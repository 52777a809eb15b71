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
      'Endeavor’s printed component values (buildings, cards, tokens, map) could not all be checked: where they are unknown the site uses practice stand-ins and says so wherever they are shown.',
  },
  {
    'what.pr': 'Andreas Seyfarth, alea 2002: az alapjáték szabályai (magyarul)',
    'what.nb': 'Az Új épületek kiegészítő szabályai, az épületdrafttal (magyarul)',
    'what.endeavor': 'A fázisok, az akciók és a pontozás összefoglalója (hollandul)',
    'gaps.heading': 'Ahol a szövegek hallgatnak',
    'gaps.intro': 'Mindkét szabálygyűjtemény felsorolja a szabálymotor összes szabályát; azoknál, amelyeket a szövegek nem mondanak ki, ott áll, melyik nyilvános forrásból származnak.',
    'gaps.components':
      'Az Endeavor nyomtatott játékelem-értékeit (épületek, kártyák, jelölők, térkép) nem lehetett mind ellenőrizni: ahol nem ismertek, az oldal gyakorló helyettesítőket használ, és ezt mindenhol jelzi, ahol megjelennek.',
  },
  {
    'what.pr': 'Andreas Seyfarth, alea 2002: de regels van het basisspel (Hongaars)',
    'what.nb': 'De regels van de uitbreiding Nieuwe gebouwen, met de gebouwendraft (Hongaars)',
    'what.endeavor': 'Een samenvatting van de fasen, de acties en de puntentelling (Nederlands)',
    'gaps.heading': 'Waar de teksten zwijgen',
    'gaps.intro': 'Beide regeloverzichten tonen elke regel die de regelmotor afdwingt; bij de regels die de teksten niet noemen staat uit welke openbare bron ze komen.',
    'gaps.components':
      'De gedrukte waarden van de Endeavor-onderdelen (gebouwen, kaarten, fiches, kaart) konden niet allemaal worden nagekeken: waar ze onbekend zijn gebruikt de site oefenversies en zegt dat overal waar ze te zien zijn.',
  },
);
