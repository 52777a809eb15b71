/**
 * The board examples of a rules reference, one file per language and game: { key: markup } for
 * every example the page's rules show (src/content/rule-example.ts). The page fetches it when a
 * learner first opens an example, instead of carrying a hundred boards in its HTML (issue #19.5:
 * 0.9 MB of HTML before).
 */
import type { APIRoute } from 'astro';
import { ruleExampleHtml } from '../../../../components/rule-example-board';
import { exampleKey, ruleExample } from '../../../../content/rule-example';
import { rulesTaught, type TaughtGame } from '../../../../content/rules-taught';
import { LANGS, type Lang } from '../../../../i18n/ui';

const GAMES: readonly TaughtGame[] = ['puerto-rico', 'endeavor'];

export const getStaticPaths = () => LANGS.flatMap((lang) => GAMES.map((game) => ({ params: { lang, game } })));

export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Lang;
  const game = params.game as TaughtGame;
  const boards: Record<string, string> = {};
  for (const rule of rulesTaught(game).ids) {
    const ex = ruleExample(game, rule);
    if (ex) boards[exampleKey(ex)] ??= ruleExampleHtml(ex, lang);
  }
  return new Response(JSON.stringify(boards), { headers: { 'Content-Type': 'application/json' } });
};
