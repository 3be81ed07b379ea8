// Why no tool does this: the emulator's coverage report can outgrow a string; it is read as a
// stream.
// Reads the Firestore emulator's rule coverage report (GET .../projects/<id>:ruleCoverage) as it
// streams in, keeping only what the coverage check needs: every expression node's position and
// whether any test evaluated it.
//
// The report holds every value each expression ever evaluated to (every written document, search
// index included): 160–520 MB per project after the emulator tier, more than one string can hold.
// A general JSON tokenizer spent about 15 processor-seconds on it; this scanner looks at each byte
// once and only decodes the few short keys it needs, skipping the values arrays wholesale.
//
// The shape it walks: `{"rules": {...}, "report": [node, ...]}` where a node is
// `{"sourcePosition": {"line": N, "column": N, ...}, "values": [...], "children": [node, ...]}`.
// An expression was evaluated when its `values` array is not empty.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const ZERO = 0x30;
const NINE = 0x39;

const isSpace = (byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
const NODE_ARRAYS = new Set(['report', 'children']);

/**
 * @param {AsyncIterable<Uint8Array>} chunks the report's bytes (a fetch body, a file stream)
 * @returns {Promise<{ line: number; column: number; evaluated: boolean }[]>} every expression node,
 *   in the order of the report (the same rules give the same order)
 */
export async function readRulesCoverage(chunks) {
  const nodes = [];
  // One frame per open container: is it an array, the key it sits under (an array's items share
  // the array's key), the expression node it is or belongs to.
  const stack = [];
  let key = ''; // the last key read in the innermost object
  let expectingKey = false;
  let inString = false;
  let escaped = false;
  let capture = null; // bytes of a key being read, else null
  let number = -1; // digits of a line or column being read, else -1
  let skipDepth = 0; // > 0 inside a values array (skipped wholesale)
  let skipNode = null;
  const decoder = new TextDecoder();

  const endNumber = () => {
    if (number < 0) return;
    const frame = stack.at(-1);
    if (frame?.node && (key === 'line' || key === 'column')) frame.node[key] = number;
    number = -1;
  };

  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) {
          inString = false;
          if (capture) {
            key = decoder.decode(Uint8Array.from(capture));
            capture = null;
          }
        } else if (capture) capture.push(byte);
        continue;
      }
      if (skipDepth > 0) {
        if (byte === QUOTE) inString = true;
        else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) skipDepth += 1;
        else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) skipDepth -= 1;
        // Anything but white space before the array closes is a value: the node was evaluated.
        if (skipNode && skipDepth > 0 && !isSpace(byte)) {
          skipNode.evaluated = true;
          skipNode = null;
        }
        if (skipDepth === 0) stack.pop();
        continue;
      }
      if (byte >= ZERO && byte <= NINE) {
        if (number >= 0) number = number * 10 + (byte - ZERO);
        else if (stack.at(-1)?.sourcePosition) number = byte - ZERO;
        continue;
      }
      endNumber();
      switch (byte) {
        case QUOTE:
          inString = true;
          capture = expectingKey ? [] : null;
          break;
        case COLON:
          expectingKey = false;
          break;
        case COMMA:
          expectingKey = stack.at(-1)?.array === false;
          break;
        case OPEN_OBJECT: {
          const parent = stack.at(-1);
          const under = parent ? (parent.array ? parent.key : key) : '';
          const frame = { array: false, key: under, node: null, sourcePosition: false };
          if (parent?.array && NODE_ARRAYS.has(under)) {
            frame.node = { line: 0, column: 0, evaluated: false };
            nodes.push(frame.node);
          } else if (under === 'sourcePosition' && parent?.node) {
            frame.node = parent.node;
            frame.sourcePosition = true;
          }
          stack.push(frame);
          expectingKey = true;
          break;
        }
        case OPEN_ARRAY: {
          const parent = stack.at(-1);
          const under = parent ? (parent.array ? parent.key : key) : '';
          stack.push({ array: true, key: under, node: null, sourcePosition: false });
          if (under === 'values' && parent && !parent.array && parent.node) {
            skipDepth = 1;
            skipNode = parent.node;
          }
          break;
        }
        case CLOSE_OBJECT:
        case CLOSE_ARRAY:
          stack.pop();
          expectingKey = false;
          break;
        default:
          break;
      }
    }
  }
  if (stack.length > 0 || inString) throw new Error('rule coverage report: the JSON ended early');
  return nodes;
}
