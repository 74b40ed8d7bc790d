import ESpeakNg from 'npm:espeak-ng@1.0.2'

// eSpeak NG compiled to WebAssembly. Its 18 MB module is compiled once per worker; every
// synthesis then runs in a fresh instance, as the program reads its arguments at start.
let wasmPath: string | null = null
let compiled: Promise<WebAssembly.Module> | null = null

export interface Pcm {
  samples: Int16Array
  sampleRate: number
}

/** Speaks `text` with the eSpeak NG voice `voice` ('en', 'fi'): 16-bit mono samples. */
export async function synthesize(text: string, voice: string): Promise<Pcm> {
  const espeak = await ESpeakNg({
    arguments: ['-v', voice, '-w', '/out.wav', '-f', '/in.txt'],
    preRun: [
      (m: { FS: { writeFile(path: string, data: string): void } }) =>
        m.FS.writeFile('/in.txt', text),
    ],
    print: () => {},
    printErr: (line: string) => console.error('espeak-ng:', line),
    locateFile: (file: string, dir: string) => (wasmPath = dir + file),
    instantiateWasm(
      imports: WebAssembly.Imports,
      receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => void,
    ) {
      compiled ??= Deno.readFile(wasmPath!).then((bytes) => WebAssembly.compile(bytes))
      compiled.then(async (module) =>
        receive(await WebAssembly.instantiate(module, imports), module),
      )
      return {}
    },
  })
  return parseWav(espeak.FS.readFile('/out.wav') as Uint8Array)
}

/** The samples of a 16-bit PCM WAV file as eSpeak writes it. */
export function parseWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength)
  let offset = 12
  let sampleRate = 0
  while (offset + 8 <= wav.length) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4))
    const size = view.getUint32(offset + 4, true)
    if (id === 'fmt ') sampleRate = view.getUint32(offset + 12, true)
    if (id === 'data') {
      // eSpeak streams its output, so the declared size may be a placeholder: read to the end.
      const end = Math.min(wav.length, offset + 8 + (size || wav.length))
      const bytes = wav.slice(offset + 8, end - ((end - offset - 8) % 2))
      return { samples: new Int16Array(bytes.buffer), sampleRate }
    }
    offset += 8 + size + (size % 2)
  }
  throw new Error('eSpeak produced no audio')
}
