# The verify run's Ruby server (verify/session.ts): loads net/http, json and the redirection once,
# then runs each job's snippet in a forked child, so every snippet still has a process of its own (its
# own working folder, output files, exit status and failure) without paying Ruby's start-up each time.
# Job lines on stdin: id \t dir \t file \t stdout \t stderr \t mock base \t proxy port.
# Answers `@@verify <id> <exit status>` (128 + n for a child killed by signal n).
require 'json'
require 'base64'
require 'openssl'
require_relative 'redirect'

$stdout.sync = true
# Loaded: the verify run's time limit for a job counts from here (verify/session.ts).
puts '@@ready'
while (line = $stdin.gets)
  id, dir, file, stdout, stderr, base, _port = line.chomp.split("\t", -1)
  pid = fork do
    Dir.chdir(dir)
    ENV['VERIFY_MOCK_BASE'] = base
    $stdin.reopen(File::NULL)
    $stdout.reopen(stdout, 'w')
    $stderr.reopen(stderr, 'w')
    $stdout.sync = true
    $stderr.sync = true
    $PROGRAM_NAME = file
    begin
      load(File.expand_path(file), true)
    rescue SystemExit => e
      exit!(e.status)
    rescue Exception => e
      # As ruby reports an uncaught exception.
      frames = (e.backtrace || []).reject { |frame| frame.start_with?(__FILE__) }
      $stderr.puts("#{frames.first}: #{e.message} (#{e.class})")
      frames.drop(1).each { |frame| $stderr.puts("\tfrom #{frame}") }
      exit!(1)
    end
    exit!(0)
  end
  _, status = Process.wait2(pid)
  puts "@@verify #{id} #{status.exitstatus || 128 + status.termsig}"
end
