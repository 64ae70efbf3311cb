# Praetor: the Discord game master, as a small container (with the PostgreSQL driver, for
# several processes on one database: docker-compose.yml).
#   docker build -t praetor .
#   docker run -e PRAETOR_TOKEN=... -v praetor-data:/data praetor
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# the pictures' font, with Cyrillic (bot/fonts.py)
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY db ./db
RUN pip install ".[postgres]" \
    && rm -rf /src \
    && useradd --create-home --uid 10001 --shell /usr/sbin/nologin praetor \
    && mkdir -p /data \
    && chown praetor:praetor /data

USER praetor
WORKDIR /data
ENV PRAETOR_DATABASE=/data/praetor.sqlite3
VOLUME /data

CMD ["praetor", "run"]
