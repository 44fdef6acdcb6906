// Starts a Boost server: database, application, HTTP listener; and stops it gracefully.
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { createApp } from './app.ts'
import type { Config } from './config.ts'
import { openDatabase, type Db } from './db.ts'
import type { Logger } from './logger.ts'
import { createPages } from './middleware/pages.ts'
import { createServices, type Services } from './services/index.ts'

export type RunningServer = { url: string; port: number; db: Db; services: Services; server: Server; stop(): Promise<void> }

/** How long in-flight requests get to finish once a stop is asked for. */
const DRAIN_MS = 10_000
const HEADERS_TIMEOUT_MS = 20_000
const KEEP_ALIVE_MS = 5_000
/** How often Node looks for requests past their timeout. */
const CHECK_INTERVAL_MS = 2_000

export async function startServer(config: Config, logger: Logger, options: { pages?: boolean } = {}): Promise<RunningServer> {
  const db = await openDatabase(config.database)
  // A request's headers and body must arrive within the timeout (a slow or endless body gets a 408
  // and its connection closed); an idle keep-alive socket closes after 5 s. The live stream's
  // request is complete once its headers are in, so its long response is not cut.
  const server = createServer({
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_MS,
    connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, config.requestTimeoutMs / 4),
  })
  let services: Services
  let pages
  try {
    services = await createServices(config, db, logger)
    pages = options.pages === false ? undefined : await createPages({ dev: config.env === 'development', httpServer: server })
  } catch (error) {
    await db.close()
    throw error
  }
  server.on('request', createApp(services, pages).callback())
  // Node counts a connection that has not sent a byte yet as one awaiting its request's headers,
  // not as idle, so closeIdleConnections leaves it open: a stop would wait for the client (an
  // HTTP client's connection opened ahead of need) to give up on it. The stop closes those too.
  const connections = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })
  const closeIdle = () => {
    server.closeIdleConnections()
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy()
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://${config.host}:${port}`
  config.publicUrl ||= url

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      // Stream clients never finish by themselves: end them first, then drain the rest.
      await services.hub.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Keep-alive sockets become idle as their last response ends; close each as soon as it does.
      const sweep = setInterval(closeIdle, 50)
      closeIdle()
      const forced = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
      await closed
      clearInterval(sweep)
      clearTimeout(forced)
      await pages?.close()
      await services.close()
      await db.close()
    })())

  return { url, port, db, services, server, stop }
}
