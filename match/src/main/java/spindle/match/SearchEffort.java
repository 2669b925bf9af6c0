package spindle.match;

import java.util.concurrent.atomic.AtomicLongArray;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.ai.SearchAgent;
import spindle.engine.GameState;

/**
 * How much each agent of a tournament searched: the iterations (MCTS, UCT) or nodes (alpha-beta, expectimax) of
 * its decisions that searched, summed over every game. "Equal time" says little without it: the iterations a time
 * budget buys depend on the machine, its load and the game's phase, and a search's strength on the iterations
 * (Warp and Weft's 50 ms of CPU buy some 12,000, not the 5,500 once assumed; see docs/ai-strength.md). A decision
 * without a search (one legal move, a move proven at once, a rule's forced move) reports none and is not counted.
 * Counters are shared by the tournament's worker threads.
 */
final class SearchEffort {
    private final AtomicLongArray work;
    private final AtomicLongArray decisions;

    SearchEffort(int agents) {
        this.work = new AtomicLongArray(agents);
        this.decisions = new AtomicLongArray(agents);
    }

    /** {@code agent}, counting its searches as agent {@code index}'s. */
    Agent counting(int index, Agent agent) {
        return agent instanceof SearchAgent search ? new Counted(index, search) : agent;
    }

    long work(int index) {
        return work.get(index);
    }

    long decisions(int index) {
        return decisions.get(index);
    }

    /** A search agent whose decisions are counted; everything else is the agent's own. */
    private final class Counted implements Agent {
        private final int index;
        private final SearchAgent agent;

        Counted(int index, SearchAgent agent) {
            this.index = index;
            this.agent = agent;
        }

        @Override
        public String name() {
            return agent.name();
        }

        @Override
        public int choose(GameState state, Budget budget) {
            spindle.ai.Hint hint = agent.analyse(state, budget);
            if (hint.iterations() > 0) {
                work.addAndGet(index, hint.iterations());
                decisions.incrementAndGet(index);
            }
            return hint.action();
        }

        @Override
        public Budget budget() {
            return agent.budget();
        }

        @Override
        public void newGame(GameState start) {
            agent.newGame(start);
        }

        @Override
        public void gameOver(GameState last, double[] payoffs, String reason) {
            agent.gameOver(last, payoffs, reason);
        }
    }
}
