/**
 * The word tables each island reads (through src/i18n/words.ts), by the island's component: a
 * page writes these tables, in its language, into its word block (IslandWords.astro). Server
 * code only. island-words.test.ts walks each island's imports and checks its list, so a table an
 * island starts to use is added here, or the test names it.
 */
export const ISLAND_WORDS = {
  LessonPlayer: ['board-screen', 'puerto-rico-board', 'puerto-rico-names', 'rules-puerto-rico', 'share'],
  BuildingExample: ['board-screen', 'buildings', 'puerto-rico-board', 'puerto-rico-names', 'rules-puerto-rico'],
  EndeavorLesson: ['board-screen', 'endeavor-board', 'endeavor-refusals', 'endeavor-scores', 'rules-endeavor', 'share'],
  Editor: ['board-screen', 'editor', 'puerto-rico-board', 'puerto-rico-names', 'puzzles', 'share'],
  EndeavorTable: ['board-screen', 'endeavor', 'endeavor-board', 'endeavor-links', 'endeavor-reasons', 'endeavor-refusals', 'endeavor-scores', 'lessons', 'review', 'rules-endeavor', 'share'],
  GameTable: ['board-screen', 'bot-reasons', 'play', 'puerto-rico-board', 'puerto-rico-names', 'rules-puerto-rico', 'share'],
  PuzzleTrainer: ['board-screen', 'puerto-rico-board', 'puerto-rico-names', 'puzzles', 'rules-puerto-rico', 'share'],
  EndeavorPuzzleTrainer: ['board-screen', 'endeavor', 'endeavor-board', 'endeavor-puzzles', 'puerto-rico-board', 'puerto-rico-names', 'puzzles', 'share'],
  PuzzleList: ['puerto-rico-board', 'puerto-rico-names', 'puzzles'],
  PuzzleDashboard: ['puerto-rico-board', 'puerto-rico-names', 'puzzles'],
  SharedScenario: ['board-screen', 'puerto-rico-board', 'puerto-rico-names', 'rules-puerto-rico', 'share'],
  GameReview: ['board-screen', 'bot-reasons', 'endeavor-board', 'endeavor-puzzles', 'endeavor-reasons', 'puerto-rico-board', 'puerto-rico-names', 'puzzles', 'review', 'share'],
  ReviewPuzzles: ['board-screen', 'endeavor', 'endeavor-board', 'endeavor-puzzles', 'puerto-rico-board', 'puerto-rico-names', 'puzzles', 'review', 'rules-puerto-rico', 'share'],
} as const satisfies Record<string, readonly string[]>;

export type IslandName = keyof typeof ISLAND_WORDS;

/** Where each island's component lives, for the test that checks the lists. */
export const ISLAND_FILES: Record<IslandName, string> = {
  LessonPlayer: 'src/islands/lesson/PuertoRicoLesson.tsx',
  BuildingExample: 'src/islands/buildings/BuildingExample.tsx',
  EndeavorLesson: 'src/islands/lesson/EndeavorLesson.tsx',
  Editor: 'src/islands/editor/Editor.tsx',
  EndeavorTable: 'src/islands/play/EndeavorTable.tsx',
  GameTable: 'src/islands/play/GameTable.tsx',
  PuzzleTrainer: 'src/islands/puzzles/PuzzleTrainer.tsx',
  EndeavorPuzzleTrainer: 'src/islands/puzzles/EndeavorPuzzleTrainer.tsx',
  PuzzleList: 'src/islands/puzzles/PuzzleList.tsx',
  PuzzleDashboard: 'src/islands/puzzles/PuzzleDashboard.tsx',
  SharedScenario: 'src/islands/share/SharedScenario.tsx',
  GameReview: 'src/islands/review/GameReview.tsx',
  ReviewPuzzles: 'src/islands/puzzles/ReviewPuzzles.tsx',
};
