pip install routee.powertrain
