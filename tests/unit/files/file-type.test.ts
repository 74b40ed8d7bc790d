import { describe, expect, it } from 'vitest'
import { fileType } from '@/components/files/file-type'

describe('fileType', () => {
  it.each([
    ['retkiohje.pdf', 'PDF'],
    ['Essee.docx', 'DOCX'],
    ['kuva.final.JPEG', 'JPEG'],
    ['README', null],
    ['.bashrc', null],
    ['notes.', null],
    ['kesä 2026.tiedote', null],
  ])('%s: %s', (name, type) => {
    expect(fileType(name)).toBe(type)
  })
})
