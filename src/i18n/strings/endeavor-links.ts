/** Words of share links on the Endeavor table (the notation's error words are in share.ts). */
import { defineStrings } from '../define';

export const endeavorLinkText = defineStrings(
  'endeavor-links',
  {
    'link.label': 'Link to this game',
    'link.help': 'The link holds the seed and every move so far: your friend sees this game at this point and can play on.',
    'shared.opened': 'A shared game: {moves} moves replayed by the rules engine. Every seat is now played by hand.',
    'shared.position': 'This link holds a single Endeavor position. The table opens shared games (a seed and moves); single positions cannot be played here yet.',
    'shared.error': 'This link cannot be opened',
    'shared.fresh': 'You can start a new game below.',
    'shared.puertoRico': 'This link is for a Puerto Rico scenario, not an Endeavor game.',
    'shared.openPuertoRico': 'Open it on the Puerto Rico page',
  },
  {
    'link.label': 'Hivatkozás erre a játszmára',
    'shared.error': 'Ez a hivatkozás nem nyitható meg',
    'shared.fresh': 'Lent új játszmát indíthatsz.',
  },
  {
    'link.label': 'Link naar dit spel',
    'link.help': 'De link bevat de seed en alle zetten tot nu toe: je vriend ziet dit spel op dit punt en kan verder spelen.',
    'shared.opened': 'Een gedeeld spel: {moves} zetten opnieuw gespeeld door de regelengine. Elke plaats wordt nu met de hand gespeeld.',
    'shared.error': 'Deze link kan niet worden geopend',
    'shared.fresh': 'Hieronder kun je een nieuw spel beginnen.',
    'shared.puertoRico': 'Deze link is voor een Puerto Rico-scenario, niet voor een Endeavor-spel.',
    'shared.openPuertoRico': 'Open hem op de Puerto Rico-pagina',
  },
);
