// Serves the built shell (a single-page app) next to the API, and answers what no route matched.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope, TEXTS } from '@toufang/server-http';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>多媒体投放管理平台</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.6">
<h1>前端尚未构建</h1>
<p>接口服务已启动，但没有找到构建好的前端页面（<code>dist/apps/shell</code>）。</p>
<p>请在仓库根目录执行 <code>npx nx run shell:build</code>，然后刷新本页；也可以用环境变量 <code>STATIC_DIR</code> 指定前端目录。</p>
</body></html>`;

const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0].split('/').pop() ?? '');
const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export async function registerShell(app: FastifyInstance, staticDir: string, version: string): Promise<void> {
  const built = existsSync(path.join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // Files are looked up per request, so a redeploy needs no restart.
      wildcard: true,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApi(url)) return reply.code(404).send(envelope(404, null, TEXTS.NOT_FOUND_PATH, version));
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(url);
    if (!isPageRequest) return reply.code(404).type('text/plain; charset=utf-8').send('未找到');
    // Any other path is a route of the single-page app: the shell's router decides what it shows.
    if (built) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}
