package spindle.webengine.build;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.teavm.classlib.ResourceSupplier;
import org.teavm.classlib.ResourceSupplierContext;
import spindle.engine.Game;
import spindle.engine.learn.LearnedModels;

/**
 * Tells TeaVM which class-path resources to compile into the module: every game's shipped learned models
 * ({@link LearnedModels}), so that a level that plays with them by default plays the same in the browser as on a
 * server. Runs inside the TeaVM compiler (found through {@code META-INF/services}), never in the browser. TeaVM
 * 0.16 marks this interface deprecated but its WebAssembly GC back end still reads it, and its successor
 * ({@code ResourcesPolicy}) is not documented yet.
 */
@SuppressWarnings("deprecation")
public final class ShippedModels implements ResourceSupplier {

    @Override
    public String[] supplyResources(ResourceSupplierContext context) {
        List<String> found = new ArrayList<>();
        for (Game game : ServiceLoader.load(Game.class, context.getClassLoader())) {
            for (String name : List.of(LearnedModels.resource(game.id()), LearnedModels.patternResource(game.id()),
                    LearnedModels.playoutResource(game.id()))) {
                if (context.getClassLoader().getResource(name) != null) {
                    found.add(name);
                }
            }
        }
        return found.toArray(String[]::new);
    }
}
