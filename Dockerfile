# syntax=docker/dockerfile:1
# The one-process site (API + shell + remotes) as an image: built in one stage, installed
# with production dependencies only in another, run as the unprivileged `node` user.
#   docker build -t minibar-site .   docker run -p 8080:8080 -v minibar-data:/data minibar-site

# 1. Every dependency, then the production build of the shell and the four remotes.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY ui/package.json ui/
COPY site-config/package.json site-config/
COPY forms/package.json forms/
COPY build-tools/package.json build-tools/
COPY contracts/package.json contracts/
COPY http/package.json http/
COPY api/package.json api/
COPY testing/package.json testing/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-driver-checkout/package.json mfe-driver-checkout/
COPY mfe-partner-forms/package.json mfe-partner-forms/
COPY mfe-admin/package.json mfe-admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The sources with production dependencies only (no Vite, no test tools).
FROM node:24-slim AS production-deps
WORKDIR /app
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: sources, production dependencies and the built site, owned by root and
# read-only to the process; it writes only to /data (SQLite) and the system temp folder
# (remotes' server code, SSR_CACHE_DIR).
FROM node:24-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    SSR_CACHE_DIR=/tmp/minibar-ssr-cache
WORKDIR /app
COPY --from=production-deps /app ./
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-server shell/dist-server
COPY --from=build /app/shell/dist-site-server shell/dist-site-server
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/mfe-marketing/dist mfe-marketing/dist
COPY --from=build /app/mfe-blog/dist mfe-blog/dist
COPY --from=build /app/mfe-driver-checkout/dist mfe-driver-checkout/dist
COPY --from=build /app/mfe-partner-forms/dist mfe-partner-forms/dist
COPY --from=build /app/mfe-admin/dist mfe-admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
