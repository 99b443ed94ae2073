// The CSV side of an upload: commas, CRLF or LF, double-quoted fields with "" inside. Written by hand: the
// grammar is these few rules, and the template has three columns. It takes text in pieces, so an upload is
// read a slice per event-loop turn and reading stops once the row limit is broken.

export class CsvParser {
  readonly rows: string[][] = [];
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  /** A quote seen at a piece's end inside a quoted field: an escaped "" or the field's end. */
  private quotePending = false;
  /** A CR seen at a piece's end: an LF that starts the next piece belongs to it. */
  private crPending = false;
  private started = false;

  push(piece: string): void {
    let source = piece;
    if (!this.started && source !== '') {
      source = source.replace(/^\uFEFF/, '');
      this.started = true;
    }
    for (let i = 0; i < source.length; i++) {
      const c = source[i];
      if (this.crPending) {
        this.crPending = false;
        if (c === '\n') continue;
      }
      if (this.quotePending) {
        this.quotePending = false;
        if (c === '"') {
          this.cell += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (c === '"') this.quotePending = true;
        else this.cell += c;
      } else if (c === '"') this.quoted = true;
      else if (c === ',') {
        this.row.push(this.cell);
        this.cell = '';
      } else if (c === '\n' || c === '\r') {
        this.crPending = c === '\r';
        this.row.push(this.cell);
        this.rows.push(this.row);
        this.row = [];
        this.cell = '';
      } else this.cell += c;
    }
  }

  /** The last row, when the text does not end with a line break. */
  end(): string[][] {
    if (this.cell !== '' || this.row.length > 0) {
      this.row.push(this.cell);
      this.rows.push(this.row);
      this.row = [];
      this.cell = '';
    }
    return this.rows;
  }
}

export function parseCsv(text: string): string[][] {
  const parser = new CsvParser();
  parser.push(text);
  return parser.end();
}
