package spindle.ai;

import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/**
 * A solo dice decision. Action 0 banks 3.4; action 1 rolls a die and scores its face (expected 3.5); action 2 flips
 * a coin for 6.4 or 0 (expected 3.2, the best single outcome). Only the expectation-maximiser rolls.
 */
final class DiceChoice implements Position {
    static final ChanceOutcomes DIE = ChanceOutcomes.uniform(11, 12, 13, 14, 15, 16);
    static final ChanceOutcomes COIN = ChanceOutcomes.uniform(20, 21);
    int choice = -1;
    double score = Double.NaN;
    int plies;

    @Override
    public int players() {
        return 1;
    }

    @Override
    public int toMove() {
        if (choice < 0) {
            return 0;
        }
        return Double.isNaN(score) ? CHANCE : OVER;
    }

    @Override
    public int legalActions(int[] out) {
        int t = toMove();
        if (t == 0) {
            out[0] = 0;
            out[1] = 1;
            out[2] = 2;
            return 3;
        }
        if (t == CHANCE) {
            ChanceOutcomes c = chance();
            for (int i = 0; i < c.size(); i++) {
                out[i] = c.action(i);
            }
            return c.size();
        }
        return 0;
    }

    @Override
    public int maxActions() {
        return 6;
    }

    @Override
    public int actionSpace() {
        return 22;
    }

    @Override
    public void play(int action) {
        plies++;
        if (choice < 0) {
            choice = action;
            if (action == 0) {
                score = 3.4;
            }
        } else if (action >= 20) {
            score = action == 20 ? 6.4 : 0;
        } else {
            score = action - 10;
        }
    }

    @Override
    public ChanceOutcomes chance() {
        return choice == 1 ? DIE : COIN;
    }

    @Override
    public double payoff(int player) {
        return score;
    }

    @Override
    public Position copy() {
        DiceChoice d = new DiceChoice();
        d.choice = choice;
        d.score = score;
        d.plies = plies;
        return d;
    }

    @Override
    public long hash() {
        return choice * 31L + Double.hashCode(score);
    }

    @Override
    public int plies() {
        return plies;
    }
}
