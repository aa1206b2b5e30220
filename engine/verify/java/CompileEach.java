// Verify runs: compiles many single-file Java snippets (each a class Main) in one JVM, each into its own
// folder, so the JDK's compiler starts once per batch instead of once per snippet (`java Main.java` would
// compile in every run). Usage: java CompileEach.java DIR... (each DIR holds a Main.java; classes go to DIR).
// Prints one line per folder that fails to compile: `DIR: first error`; the exit code is the number failed.
import java.io.StringWriter;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class CompileEach {
    public static void main(String[] args) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int failed = 0;
        for (String dir : args) {
            StringWriter errors = new StringWriter();
            Boolean ok = compiler.getTask(errors, null, null, List.of("-d", dir, "-Xlint:none", "-nowarn"), null,
                    compiler.getStandardFileManager(null, null, null).getJavaFileObjects(dir + "/Main.java")).call();
            if (!ok) {
                failed++;
                System.out.println(dir + ": " + errors.toString().replace('\n', ' '));
            }
        }
        System.exit(Math.min(failed, 100));
    }
}
