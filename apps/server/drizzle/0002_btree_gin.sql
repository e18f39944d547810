-- Lets GIN indexes lead with clan_id (trigram search scoped to one clan).
CREATE EXTENSION IF NOT EXISTS btree_gin;
