import { once } from 'node:events';
import { applyDecorators, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles, type Role } from '../auth/roles.decorator.js';
import { csvField } from '../format/csv.js';

/** One CSV row's cells. */
export type CsvCells = readonly (string | number | Date | null | undefined)[];

/** UTF-8 byte order mark, so Excel opens the file as UTF-8 (names in Arabic, accents). */
export const UTF8_BOM = '\uFEFF';

/**
 * What a staff CSV download route declares: `GET path`, the roles that may call it, and its OpenAPI
 * answer (`text/csv` whose first line is `header`).
 */
export function CsvRoute(path: string, header: readonly string[], ...roles: Role[]) {
  return applyDecorators(
    Get(path),
    Roles(...roles),
    ApiProduces('text/csv'),
    ApiOkResponse({ description: `text/csv: ${header.join(',')}` }),
  );
}

/**
 * Streams a CSV download (RFC 4180, CRLF, UTF-8 with BOM, formula-injection-safe cells via
 * {@link csvField}) from `batches`, typically a Mongo cursor read in batches: memory holds one batch,
 * whatever the row count. Backpressure is respected (waits for `drain` when the socket buffer is
 * full) and reading stops when the client goes away. Headers are sent with the first write, so an
 * error thrown by the first batch still reaches the global error filter as JSON; a later error
 * cuts the download short (the file is then visibly incomplete, never silently wrong).
 * @param filename the download's name (`customers.csv`)
 */
export async function streamCsv(
  res: Response,
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<readonly CsvCells[]>,
): Promise<void> {
  const line = (cells: CsvCells) => cells.map(csvField).join(',') + '\r\n';
  let closed = false;
  res.once('close', () => {
    closed = true;
  });
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(UTF8_BOM + line(header));
  try {
    for (let step = first; !step.done; step = await iterator.next()) {
      if (closed) break;
      if (!step.value.length) continue;
      if (!res.write(step.value.map(line).join(''))) {
        await Promise.race([once(res, 'drain'), once(res, 'close')]);
      }
    }
  } catch (err) {
    res.destroy(err as Error);
    return;
  } finally {
    await iterator.return?.();
  }
  res.end();
}

/**
 * Groups an async sequence into arrays of `size` (the last one shorter), so each batch of documents
 * can be enriched with one lookup (e.g. the customers of 500 orders).
 */
export async function* inBatches<T>(items: AsyncIterable<T>, size = 500): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
