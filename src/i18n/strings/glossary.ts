/** Words of the glossary page (/[lang]/glossary/): the games' terms side by side (src/i18n/glossary.ts). */
import { defineStrings } from '../define';

export const glossaryText = defineStrings(
  'glossary',
  {
    title: 'Glossary',
    intro: 'Each game’s words in English, Hungarian and Dutch. Every page, board, refusal, lesson and puzzle of this site uses these words, and a test holds them to it.',
    sources:
      'Hungarian Puerto Rico terms come from the Hungarian rule text and Dutch Endeavor terms from the Dutch rule summary this site is built on. Terms marked * are this site’s own choice: no edition’s word for them is known to it.',
    concept: 'Term',
    own: 'this site’s own choice',
    link: 'Glossary of both games',
  },
  {
    title: 'Szójegyzék',
    intro: 'Mindkét játék szavai angolul, magyarul és hollandul. Az oldal minden lapja, táblája, elutasítása, leckéje és feladványa ezeket a szavakat használja, és egy teszt ügyel rá.',
    sources:
      'A Puerto Rico magyar szavai a magyar szabályszövegből, az Endeavor holland szavai a holland szabály-összefoglalóból származnak, amelyekre az oldal épül. A *-gal jelölt szavak az oldal saját választásai: nem ismerünk rájuk kiadott fordítást.',
    concept: 'Fogalom',
    own: 'az oldal saját választása',
    link: 'A két játék szójegyzéke',
  },
  {
    title: 'Woordenlijst',
    intro: 'De woorden van elk spel in het Engels, Hongaars en Nederlands. Elke pagina, elk bord, elke weigering, les en puzzel van deze site gebruikt deze woorden, en een test bewaakt dat.',
    sources:
      'De Hongaarse woorden van Puerto Rico komen uit de Hongaarse regeltekst en de Nederlandse woorden van Endeavor uit de Nederlandse regelsamenvatting waarop deze site is gebouwd. Woorden met * zijn een eigen keuze van deze site: er is geen woord uit een uitgave voor bekend.',
    concept: 'Begrip',
    own: 'eigen keuze van deze site',
    link: 'Woordenlijst van beide spellen',
  },
);
