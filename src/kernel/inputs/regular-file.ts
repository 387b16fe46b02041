import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'

// Reading a file a user named (`prompt-file`, `resume-from`, `previous-export`): only a regular file,
// and never blocking. A FIFO opened the usual way blocks until something writes to it, inside input
// parsing or a read no timer can interrupt: opened with O_NONBLOCK it opens at once, and the fstat of
// what was opened (not of the path, which could be swapped in between) refuses it before any read.

/** The bytes, or what is wrong: `code` is the OS error (`ENOENT`) when opening or reading failed. */
export type RegularFile = { bytes: Buffer } | { problem: string; code?: string }

/** The file's bytes, or why it cannot be read: not a regular file, over `maxBytes`, or an OS error. */
export function readRegularFile(path: string, maxBytes: number): RegularFile {
  let fd: number | undefined
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
    const stat = fstatSync(fd)
    if (!stat.isFile()) {
      const kind = stat.isDirectory()
        ? 'a folder'
        : stat.isFIFO()
          ? 'a named pipe (FIFO)'
          : 'a device or socket'
      return { problem: `is ${kind}, not a regular file` }
    }
    if (stat.size > maxBytes) return { problem: `is ${stat.size} bytes; the limit is ${maxBytes} bytes` }
    const bytes = Buffer.alloc(stat.size)
    let read = 0
    while (read < stat.size) {
      const n = readSync(fd, bytes, read, stat.size - read, read)
      if (n === 0) break
      read += n
    }
    return { bytes: bytes.subarray(0, read) }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    return { problem: `cannot be read (${code})`, code }
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
