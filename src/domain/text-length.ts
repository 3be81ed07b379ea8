/**
 * How a text box with a limit tells its writer where they stand: nothing while the text is far
 * from the limit, its count once it nears it, and by how much it is over. Lengths are counted as
 * the functions' schemas count them (`z.string().max`: UTF-16 code units), so what the box
 * accepts is what the server accepts. Pure.
 */

/** The share of the limit from which the count is shown. */
export const COUNT_SHOWN_FROM = 0.8;

export interface TextLength {
  length: number;
  /** Characters over the limit (0 when it fits). */
  excess: number;
  /** The limit is near (or passed): show the count. */
  near: boolean;
}

export function textLength(text: string, max: number): TextLength {
  const length = text.length;
  return {
    length,
    excess: Math.max(0, length - max),
    near: length >= Math.ceil(max * COUNT_SHOWN_FROM),
  };
}

/** The text does not fit the limit: a form does not send it. */
export const textTooLong = (text: string, max: number): boolean => textLength(text, max).excess > 0;
