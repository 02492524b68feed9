# One image, one process: the API serving the built web app. The web's package.json goes beside
# its build: the API finds the server-rendering entry through its exports (docs/adr/0071).
FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build \
  && pnpm deploy --filter @huddle/api --prod --legacy /out \
  && mkdir -p /out/web && cp apps/web/package.json /out/web/ && cp -r apps/web/dist /out/web/dist

FROM node:20-bookworm-slim
ENV NODE_ENV=production WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --from=build /out /app
USER node
EXPOSE 3000
# Readiness: the database answers and every migration of this build is applied (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
