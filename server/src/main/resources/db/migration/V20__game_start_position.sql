-- A game set up from a position (docs/positions.md) keeps that position's text; its moves are played from there.
-- NULL: the game started from its variant's start.
ALTER TABLE games ADD COLUMN start_position TEXT;
