# Production-like image of the API (and, as the web app lands, the site). Postgres comes from
# docker-compose.yml; DATABASE_URL points the app at it, so no embedded Postgres runs here.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY server/package.json server/package.json
COPY web/package.json web/package.json
RUN npm ci --omit=dev --include-workspace-root && npm cache clean --force
COPY . .
RUN npm run build -w web
RUN chown -R node:node /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/v1/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "start"]
