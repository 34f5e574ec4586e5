/**
 * The static server survives anything: raw requests (node's net, so no client normalises the path) with
 * malformed URLs get 400, paths that escape the root get 404, and the server answers the next request.
 * Its inbox takes form POSTs like the host: size-limited, honeypot dropped, malformed bodies survived.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FORM_BYTES, startStaticServer } from './static-server'

let dir: string
let root: string
let inboxFile: string
let server: Awaited<ReturnType<typeof startStaticServer>>
let port: number
const logged: string[] = []
let answerWith: number | undefined

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-static-'))
  root = path.join(dir, 'site')
  fs.mkdirSync(path.join(root, 'about'), { recursive: true })
  fs.mkdirSync(path.join(root, 'contact', 'thanks'), { recursive: true })
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
  fs.writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>')
  fs.writeFileSync(path.join(root, 'about', 'index.html'), '<h1>about</h1>')
  fs.writeFileSync(path.join(root, 'contact', 'thanks', 'index.html'), '<h1>thanks</h1>')
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'SECRET-OUTSIDE-ROOT')
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(root, 'leak.txt'))
  fs.symlinkSync(dir, path.join(root, 'up'))
  inboxFile = path.join(dir, 'inbox', 'leads.jsonl')
  server = await startStaticServer({
    root,
    inbox: { file: inboxFile, honeypot: 'bot-field', log: (line) => logged.push(line), answer: () => answerWith },
  })
  port = Number(new URL(server.url).port)
})

afterAll(async () => {
  await server?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/**
 * Sends bytes exactly as given; resolves with the status code and the whole response once the server closes
 * the connection (or after `wait` ms, when the client gives up).
 */
function raw(request: string | Buffer, wait = 2000): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    const timer = setTimeout(() => socket.destroy(), wait)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('latin1')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text })
    })
  })
}

const get = (target: string) => raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)

function post(target: string, body: string | Buffer, type = 'application/x-www-form-urlencoded') {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body)
  return raw(Buffer.concat([Buffer.from(`POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`), bytes]))
}

const leads = () => (fs.existsSync(inboxFile) ? fs.readFileSync(inboxFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [])

async function stillServes() {
  const home = await get('/')
  expect(home.status).toBe(200)
  expect(home.text).toContain('<h1>home</h1>')
}

describe('static server: hostile request targets', () => {
  it('serves pages like a static host', async () => {
    await expect(get('/about')).resolves.toMatchObject({ status: 200, text: expect.stringContaining('<h1>about</h1>') })
    await expect(get('/about/?q=%')).resolves.toMatchObject({ status: 200 })
    await expect(get('/nowhere')).resolves.toMatchObject({ status: 404, text: expect.stringContaining('not found') })
  })

  it.each(['/%', '/%zz', '/about/%E0%A4%A', '/%c0%af'])('answers 400 to the malformed URL %s and keeps serving', async (target) => {
    expect((await get(target)).status).toBe(400)
    await stillServes()
  })

  it.each([
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/about/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/about\\..\\..\\secret.txt',
    '/index.html%00.png',
    '/%00',
    '//etc/passwd',
    '/leak.txt',
    '/up/secret.txt',
    'http://localhost/../secret.txt',
    '/%252e%252e/secret.txt',
  ])('answers 404 to %s (outside the root) without its content, and keeps serving', async (target) => {
    const response = await get(target)
    expect(response.status).toBe(404)
    expect(response.text).not.toContain('SECRET-OUTSIDE-ROOT')
    expect(response.text).not.toContain('root:')
    await stillServes()
  })

  it('answers 400 to a request line node cannot parse, and keeps serving', async () => {
    expect((await raw('GET /a b c\r\n\r\n')).status).toBe(400)
    expect((await raw('\x00\x01\x02 garbage\r\n\r\n')).status).toBe(400)
    await stillServes()
  })

  it('answers 405 to other methods', async () => {
    expect((await raw('DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(405)
    await stillServes()
  })
})

describe('static server: the inbox', () => {
  it('appends a lead as one JSON line, prints one line, and answers with the action page', async () => {
    const before = leads().length
    const response = await post('/contact/thanks', 'form-name=contact&bot-field=&name=Achieng+Odhiambo&email=achieng%40example.co.ke&message=Hello%0Athere')
    expect(response.status).toBe(200)
    expect(response.text).toContain('<h1>thanks</h1>')
    const lead = leads().at(-1)
    expect(leads()).toHaveLength(before + 1)
    expect(lead).toEqual({ form: 'contact', fields: { name: 'Achieng Odhiambo', email: 'achieng@example.co.ke', message: 'Hello\nthere' }, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    expect(logged.at(-1)).toMatch(/^\[inbox\] .* contact: name="Achieng Odhiambo" email="achieng@example.co.ke" message="Hello there" -> /)
  })

  it('drops a submission whose honeypot is filled, answering as if it were fine', async () => {
    const before = leads().length
    const response = await post('/contact/thanks', 'form-name=contact&bot-field=http%3A%2F%2Fspam.example&name=Bot&email=bot%40spam.example&message=buy')
    expect(response.status).toBe(200)
    expect(leads()).toHaveLength(before)
    expect(logged.at(-1)).toMatch(/dropped .*honeypot/)
  })

  it('refuses an unknown form name, a body over the limit and a body that is not urlencoded; survives malformed bodies', async () => {
    const before = leads().length
    expect((await post('/', 'form-name=other&x=1')).status).toBe(404)
    expect((await post('/', `form-name=newsletter&email=${'a'.repeat(MAX_FORM_BYTES)}`)).status).toBe(413)
    expect((await post('/', '{"form-name":"newsletter"}', 'application/json')).status).toBe(415)
    // Malformed percent-encoding and invalid UTF-8 are kept as text, never thrown.
    expect((await post('/newsletter/thanks', Buffer.from([...Buffer.from('form-name=newsletter&email=%E0%A4%A&x=%'), 0xff, 0xfe]))).status).toBe(200)
    // A Content-Length that lies (more than is sent) and a body cut off: the connection ends, the server lives.
    await raw('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nform-name=new', 300)
    expect(leads()).toHaveLength(before + 1)
    expect(leads().at(-1).fields.email).toBe('\uFFFD%A')
    await stillServes()
  })

  it('answers what a test asks (a failing endpoint) without storing the lead', async () => {
    const before = leads().length
    answerWith = 500
    try {
      expect((await post('/contact/thanks', 'form-name=contact&name=A&email=a%40b.co&message=m')).status).toBe(500)
    } finally {
      answerWith = undefined
    }
    expect(leads()).toHaveLength(before)
  })
})
