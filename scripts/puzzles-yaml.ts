/** Puzzle files as YAML, shared by the miner and the retitling script. */
import { Document, isMap, isScalar, Scalar, visit } from 'yaml';

/** YAML in the style of the hand-written files: maps and lists of plain values on one line. */
export function toYaml(value: unknown): string {
  const doc = new Document(value);
  visit(doc, {
    Map(_, node) {
      if (node.items.every((it) => isScalar(it.value)) && node.items.length <= 8) node.flow = true;
    },
    // A sentence ending in "?" reads as a plain scalar to some parsers only: texts with a question
    // mark, a colon or a hash are quoted.
    Scalar(_, node) {
      if (typeof node.value === 'string' && /[?:#]/.test(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
    Seq(_, node) {
      if (node.items.every((it) => isScalar(it) || (isMap(it) && it.flow))) node.flow = node.items.every(isScalar) || node.items.length <= 1;
    },
  });
  // Texts stay one line per language, as in the other files.
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true });
}
