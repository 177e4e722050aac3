/**
 * A streaming reader of delimited text (TSV, CSV): records of fields, RFC 4180 quoting ("a ""b""",
 * quoted delimiters and line breaks), LF, CRLF or CR line ends, each record with the line it starts
 * on. Text arrives in chunks of any size; a record may span chunks.
 *
 * Fields are capped at MAX_FIELD_CHARS (the full length is still counted), so one enormous value
 * costs no memory; a quote left open at the end of the text is a malformed file.
 */
import { FeedError } from '../feed-error';
import { FieldText, MAX_ITEM_CHARS } from './raw-item';

export type Delimiter = '\t' | ',' | '|';

export interface DelimitedRecord {
  line: number;
  fields: FieldText[];
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: either the closing quote or the first of a doubled one. */
  QuoteInQuoted,
}

export class DelimitedReader {
  private state = State.FieldStart;
  private field = new FieldText();
  private fields: FieldText[] = [];
  private line = 1;
  private recordLine = 1;
  private recordChars = 0;
  /** The last character was a CR: a LF right after it belongs to the same line end. */
  private afterCr = false;
  private quotedFrom = 0;
  private crInQuotes = false;
  private readonly delimiter: number;

  constructor(
    delimiter: Delimiter,
    private readonly onRecord: (record: DelimitedRecord) => void,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  push(chunk: string): void {
    const n = chunk.length;
    let i = 0;
    let segment = 0;
    this.recordChars += n;
    if (this.recordChars > MAX_ITEM_CHARS) {
      throw new FeedError(`the record starting here is larger than ${MAX_ITEM_CHARS / 1024 / 1024} MB`, this.recordLine);
    }
    while (i < n) {
      const c = chunk.charCodeAt(i);
      if (this.afterCr) {
        this.afterCr = false;
        if (c === LF) {
          i++;
          segment = i;
          continue;
        }
      }
      switch (this.state) {
        case State.FieldStart:
          if (c === QUOTE) {
            this.state = State.Quoted;
            this.quotedFrom = this.line;
            segment = ++i;
            continue;
          }
          // The character starts an unquoted field: looked at again in that state.
          this.state = State.Unquoted;
          segment = i;
          continue;
        case State.Unquoted: {
          // Most characters are inside unquoted fields: skipped in a tight loop to the next
          // delimiter or line end rather than one trip through the state machine each.
          const delimiter = this.delimiter;
          let end = i;
          let d = c;
          while (d !== delimiter && d !== LF && d !== CR) {
            if (++end === n) break;
            d = chunk.charCodeAt(end);
          }
          if (end === n) {
            i = n;
            continue;
          }
          this.field.append(chunk.slice(segment, end));
          if (d === delimiter) this.endField();
          else this.endRecord(d);
          i = end + 1;
          segment = i;
          continue;
        }
        case State.Quoted:
          if (c === QUOTE) {
            this.field.append(chunk.slice(segment, i));
            this.state = State.QuoteInQuoted;
            segment = ++i;
          } else {
            // Line breaks inside a quoted value still count as lines (CRLF once).
            if (c === CR || (c === LF && !this.crInQuotes)) this.line++;
            this.crInQuotes = c === CR;
            i++;
          }
          continue;
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            // A doubled quote is one literal quote; the field goes on.
            this.field.append('"');
            this.state = State.Quoted;
            segment = ++i;
          } else if (c === this.delimiter) {
            this.endField();
            segment = ++i;
          } else if (c === LF || c === CR) {
            this.endRecord(c);
            segment = ++i;
          } else {
            // Text after a closing quote (`"12" wheel`): kept as written rather than refused.
            this.field.append('"');
            this.state = State.Unquoted;
            segment = i;
          }
          continue;
      }
    }
    if (this.state === State.Unquoted || this.state === State.Quoted) this.field.append(chunk.slice(segment, n));
  }

  /** The end of the text: the last record may lack its line end; an open quote is an error. */
  end(): void {
    if (this.state === State.Quoted) {
      throw new FeedError('a quoted field is never closed (truncated file or a stray quote)', this.quotedFrom);
    }
    if (this.state !== State.FieldStart || this.fields.length > 0) {
      this.endField();
      this.emit();
    }
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = new FieldText();
    this.state = State.FieldStart;
  }

  private endRecord(lineEnd: number): void {
    this.endField();
    this.emit();
    this.line++;
    this.afterCr = lineEnd === CR;
    this.recordLine = this.line;
    this.recordChars = 0;
  }

  private emit(): void {
    const fields = this.fields;
    this.fields = [];
    // A blank line is no record.
    if (fields.length === 1 && fields[0]!.length === 0) return;
    this.onRecord({ line: this.recordLine, fields });
  }
}
