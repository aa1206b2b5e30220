// The verify run's Java server (verify/session.ts): one JVM runs snippet after snippet, so each
// run no longer pays the JVM's start-up and warm-up. Every snippet is compiled into a package of its own
// (package <key>; class Main); each job loads it in a fresh class loader (its static state starts anew),
// with its own stdout and stderr files and the job's proxy port, and reports an exit code as `java`
// would: 0, or 1 after printing the uncaught exception. The working folder is the server's (a JVM cannot
// change it); the verify run gives each server a folder of its own and runs one job at a time in it.
// Usage: java RunEach CLASSES_DIR. Job lines: id \t dir \t key \t stdout \t stderr \t base \t proxy port.
import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

public class RunEach {
    public static void main(String[] args) throws Exception {
        URL classes = Path.of(args[0]).toUri().toURL();
        PrintStream protocol = System.out;
        PrintStream errors = System.err;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        // Started: the verify run's time limit for a job counts from here (verify/session.ts).
        protocol.println("@@ready");
        protocol.flush();
        while ((line = in.readLine()) != null) {
            String[] job = line.split("\t", -1);
            for (String scheme : new String[] {"http", "https"}) {
                System.setProperty(scheme + ".proxyHost", "127.0.0.1");
                System.setProperty(scheme + ".proxyPort", job[6]);
            }
            int code;
            try (PrintStream out = new PrintStream(new FileOutputStream(job[3]), true, StandardCharsets.UTF_8);
                    PrintStream err = new PrintStream(new FileOutputStream(job[4]), true, StandardCharsets.UTF_8);
                    URLClassLoader loader = new URLClassLoader(new URL[] {classes}, ClassLoader.getPlatformClassLoader())) {
                System.setOut(out);
                System.setErr(err);
                try {
                    Class.forName(job[2] + ".Main", true, loader).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
                    code = 0;
                } catch (InvocationTargetException thrown) {
                    err.print("Exception in thread \"main\" ");
                    thrown.getCause().printStackTrace(err);
                    code = 1;
                } catch (Throwable thrown) {
                    thrown.printStackTrace(err);
                    code = 1;
                } finally {
                    System.out.flush();
                    System.err.flush();
                    System.setOut(protocol);
                    System.setErr(errors);
                }
            }
            protocol.println("@@verify " + job[0] + " " + code);
            protocol.flush();
        }
    }
}
