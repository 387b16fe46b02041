import { crc32, inflateRawSync } from 'node:zlib'

// A tiny zip reader for the artifact tests: enough for what @actions/artifact (archiver) writes —
// stored or deflated entries, streamed with data descriptors, no zip64. Sizes come from the central
// directory (a streamed local header carries zeros); the data is read from each local file entry.

export interface ZipEntry {
  name: string
  data: Buffer
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) return at
  }
  throw new Error('not a zip: no end of central directory record')
}

export function readZip(zip: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(zip)
  const count = zip.readUInt16LE(eocd + 10)
  let at = zip.readUInt32LE(eocd + 16)
  const entries: ZipEntry[] = []
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error(`bad central directory header at ${at}`)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const compressedSize = zip.readUInt32LE(at + 20)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const localOffset = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    at += 46 + nameLength + extraLength + commentLength

    if (zip.readUInt32LE(localOffset) !== LOCAL) throw new Error(`bad local header for ${name}`)
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28)
    const raw = zip.subarray(start, start + compressedSize)
    let data: Buffer
    if (method === 0) data = Buffer.from(raw)
    else if (method === 8) data = inflateRawSync(raw)
    else throw new Error(`${name}: unsupported compression method ${method}`)
    if (data.length !== size) throw new Error(`${name}: size ${data.length}, expected ${size}`)
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`)
    entries.push({ name, data })
  }
  return entries
}
