/** Words around the islands embedded in the source-text pages (src/components/sources/). */
import { defineStrings } from '../define';

export const sourcesText = defineStrings(
  'sources',
  {
    lead: 'Try it on the board:',
    'steps.one': '(step {range})',
    'steps.range': '(steps {range})',
    'steps.try': 'Steps of the lesson',
    'steps.english': 'The steps are explained in English.',
    'steps.more': 'Continue in the lesson',
    'building.try': 'The example of the building guide for',
    'endeavor.try': 'The exercise of the lesson',
    'endeavor.tryAlone': 'An exercise on the board.',
    'endeavor.english': 'The exercise is in English.',
    'endeavor.ask.other': 'Make the move this paragraph describes; the rules engine judges every click.',
  },
  {
    lead: 'Próbáld ki a táblán:',
    'steps.one': '({range}. lépés)',
    'steps.range': '({range}. lépés)',
    'steps.try': 'Lépések ebből a leckéből:',
    'steps.english': 'A lépések magyarázata angol nyelvű.',
    'steps.more': 'Tovább a leckében',
    'building.try': 'Az épületkalauz példája:',
    'endeavor.try': 'Gyakorlat ebből a leckéből:',
    'endeavor.tryAlone': 'Gyakorlat a táblán.',
    'endeavor.english': 'A gyakorlat angol nyelvű.',
    'endeavor.ask.other': 'Tedd meg azt a lépést, amelyet ez a bekezdés leír; a szabálymotor minden kattintást elbírál.',
  },
  {
    lead: 'Probeer het op het bord:',
    'steps.one': '(stap {range})',
    'steps.range': '(stappen {range})',
    'steps.try': 'Stappen uit de les',
    'steps.english': 'De uitleg bij de stappen is in het Engels.',
    'steps.more': 'Verder in de les',
    'building.try': 'Het voorbeeld uit de gebouwengids voor',
    'endeavor.try': 'De oefening uit de les',
    'endeavor.tryAlone': 'Een oefening op het bord.',
    'endeavor.english': 'De oefening is in het Engels.',
    'endeavor.ask.other': 'Doe de zet die deze alinea beschrijft; de regelmotor beoordeelt elke klik.',
  },
);

export type SourcesKey = keyof typeof sourcesText.table.en;
